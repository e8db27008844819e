import { GitBranch } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'git-memo',
  category: 'development',
  order: 1,
  icon: GitBranch,
  keywords: ['git', 'push', 'force', 'pull', 'commit', 'amend', 'rebase', 'merge', 'reset', 'soft', 'hard', 'lease'],
  load: () => import('./ui'),
});
