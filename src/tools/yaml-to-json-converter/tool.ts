import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-to-json-converter',
  category: 'converter',
  order: 11,
  icon: Braces,
  keywords: ['yaml', 'to', 'json'],
  createdAt: '2023-04-10',
  host: 'text',
  load: () => import('./ui'),
});
