import { ArrowDownWideNarrow } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ulid-generator',
  category: 'crypto',
  order: 5,
  icon: ArrowDownWideNarrow,
  keywords: ['ulid', 'generator', 'random', 'id', 'alphanumeric', 'identity', 'token', 'string', 'identifier', 'unique'],
  createdAt: '2023-09-11',
  load: () => import('./ui'),
});
