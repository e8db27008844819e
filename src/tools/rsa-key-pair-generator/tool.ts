import { KeySquare } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'rsa-key-pair-generator',
  category: 'crypto',
  order: 9,
  icon: KeySquare,
  keywords: ['rsa', 'key', 'pair', 'generator', 'public', 'private', 'secret', 'ssh', 'pem'],
  sensitive: true,
  host: 'keys',
  load: () => import('./ui'),
});
