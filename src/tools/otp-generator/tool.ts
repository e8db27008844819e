import { Timer } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'otp-generator',
  category: 'web',
  order: 7,
  icon: Timer,
  keywords: [
    'otp',
    'code',
    'generator',
    'validator',
    'one',
    'time',
    'password',
    'authentication',
    'MFA',
    'mobile',
    'device',
    'security',
    'TOTP',
    'Time',
    'HMAC',
  ],
  sensitive: true,
  load: () => import('./ui'),
});
