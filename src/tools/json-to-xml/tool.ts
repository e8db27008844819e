import { CodeXml } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-xml',
  category: 'converter',
  order: 19,
  icon: CodeXml,
  keywords: ['json', 'xml'],
  createdAt: '2024-08-09',
  host: 'text',
  load: () => import('./ui'),
});
