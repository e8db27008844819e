import { FileKey } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'jwt-parser',
  category: 'web',
  order: 9,
  icon: FileKey,
  keywords: ['jwt', 'parser', 'decode', 'typ', 'alg', 'iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', 'json', 'web', 'token'],
  sensitive: true,
  load: () => import('./ui'),
});
