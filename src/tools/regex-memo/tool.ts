import { BookOpenText } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'regex-memo',
  category: 'development',
  order: 14,
  icon: BookOpenText,
  keywords: ['regex', 'regular', 'expression', 'cheatsheet', 'memo', 'reference'],
  createdAt: '2024-09-20',
  load: () => import('./ui'),
});
