import { Unlink } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'url-parser',
  category: 'web',
  order: 3,
  icon: Unlink,
  keywords: ['url', 'parser', 'protocol', 'origin', 'params', 'port', 'username', 'password', 'href'],
  load: () => import('./ui'),
});
