import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-to-toml',
  category: 'converter',
  order: 12,
  icon: Braces,
  keywords: ['yaml', 'to', 'toml', 'convert', 'transform'],
  createdAt: '2023-06-23',
  host: 'text',
  load: () => import('./ui'),
});
