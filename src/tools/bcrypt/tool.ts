import { LockKeyhole } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bcrypt',
  category: 'crypto',
  order: 3,
  icon: LockKeyhole,
  keywords: ['bcrypt', 'hash', 'compare', 'password', 'salt', 'round', 'storage', 'crypto'],
  sensitive: true,
  host: 'kdf',
  load: () => import('./ui'),
});
