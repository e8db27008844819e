import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-yaml-converter',
  category: 'converter',
  order: 13,
  icon: Braces,
  keywords: ['yaml', 'to', 'json'],
  createdAt: '2023-04-10',
  host: 'text',
  load: () => import('./ui'),
});
