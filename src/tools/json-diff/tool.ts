import { GitCompare } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-diff',
  category: 'web',
  order: 15,
  icon: GitCompare,
  keywords: ['json', 'diff', 'compare', 'difference', 'object', 'data'],
  createdAt: '2023-04-20',
  host: 'diff',
  load: () => import('./ui'),
});
