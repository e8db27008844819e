import { ListTree } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-prettify',
  category: 'development',
  order: 11,
  icon: ListTree,
  keywords: ['yaml', 'viewer', 'prettify', 'format'],
  createdAt: '2024-01-31',
  host: 'text',
  load: () => import('./ui'),
});
