import { SmilePlus } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'emoji-picker',
  category: 'text',
  order: 3,
  icon: SmilePlus,
  keywords: ['emoji', 'picker', 'unicode', 'copy', 'paste'],
  createdAt: '2023-08-07',
  host: 'emoji',
  load: () => import('./ui'),
});
