import { Link } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'url-encoder',
  category: 'web',
  order: 1,
  icon: Link,
  keywords: ['url', 'encode', 'decode', 'percent', '%20', 'format'],
  load: () => import('./ui'),
});
