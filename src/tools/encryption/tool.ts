import { Lock } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'encryption',
  category: 'crypto',
  order: 6,
  icon: Lock,
  keywords: ['cypher', 'encipher', 'text', 'AES', 'TripleDES', 'Rabbit', 'RC4'],
  redirectFrom: ['/cypher'],
  sensitive: true,
  host: 'cipher',
  load: () => import('./ui'),
});
