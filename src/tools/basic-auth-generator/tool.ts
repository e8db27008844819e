import { KeyRound } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'basic-auth-generator',
  category: 'web',
  order: 5,
  icon: KeyRound,
  keywords: ['basic', 'auth', 'generator', 'username', 'password', 'base64', 'authentication', 'header', 'authorization'],
  sensitive: true,
  load: () => import('./ui'),
});
