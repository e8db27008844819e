import { Regex } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'regex-tester',
  category: 'development',
  order: 13,
  icon: Regex,
  keywords: ['regex', 'regular', 'expression', 'tester', 'match', 'test', 'javascript'],
  createdAt: '2024-09-20',
  host: 'regex',
  load: () => import('./ui'),
});
