import { Sheet } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-csv',
  category: 'development',
  order: 6,
  icon: Sheet,
  keywords: ['json', 'to', 'csv', 'convert'],
  createdAt: '2023-06-18',
  host: 'text',
  load: () => import('./ui'),
});
