import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'toml-to-json',
  category: 'converter',
  order: 16,
  icon: Braces,
  keywords: ['toml', 'json', 'convert', 'online', 'transform', 'parser'],
  createdAt: '2023-06-23',
  host: 'text',
  load: () => import('./ui'),
});
