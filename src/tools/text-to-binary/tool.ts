import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-binary',
  category: 'converter',
  order: 9,
  icon: Binary,
  keywords: ['text', 'to', 'binary', 'converter', 'encode', 'decode', 'ascii'],
  createdAt: '2023-10-15',
  load: () => import('./ui'),
});
