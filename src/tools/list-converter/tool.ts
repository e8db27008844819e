import { ListOrdered } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'list-converter',
  category: 'converter',
  order: 15,
  icon: ListOrdered,
  keywords: ['list', 'converter', 'sort', 'reverse', 'prefix', 'suffix', 'lowercase', 'truncate'],
  createdAt: '2023-05-07',
  load: () => import('./ui'),
});
