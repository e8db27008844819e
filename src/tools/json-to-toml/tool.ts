import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-toml',
  category: 'converter',
  order: 14,
  icon: Braces,
  keywords: ['json', 'parse', 'toml', 'convert', 'transform'],
  createdAt: '2023-06-23',
  host: 'text',
  load: () => import('./ui'),
});
