import { CodeXml } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-formatter',
  category: 'development',
  order: 10,
  icon: CodeXml,
  keywords: ['xml', 'prettify', 'format'],
  createdAt: '2023-06-17',
  host: 'text',
  load: () => import('./ui'),
});
