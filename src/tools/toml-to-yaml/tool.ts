import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'toml-to-yaml',
  category: 'converter',
  order: 17,
  icon: Braces,
  keywords: ['toml', 'yaml', 'convert', 'online', 'transform', 'parse'],
  createdAt: '2023-06-23',
  host: 'text',
  load: () => import('./ui'),
});
