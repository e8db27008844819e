import { FileText } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-statistics',
  category: 'text',
  order: 2,
  icon: FileText,
  keywords: ['text', 'statistics', 'length', 'characters', 'count', 'size', 'bytes'],
  redirectFrom: ['/text-stats'],
  host: 'text-stats',
  load: () => import('./ui'),
});
