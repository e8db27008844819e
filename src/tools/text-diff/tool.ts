import { FileDiff } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-diff',
  category: 'text',
  order: 5,
  icon: FileDiff,
  keywords: ['text', 'diff', 'compare', 'string', 'text diff', 'code'],
  createdAt: '2023-08-16',
  host: 'diff',
  load: () => import('./ui'),
});
