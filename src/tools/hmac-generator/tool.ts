import { ShieldCheck } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hmac-generator',
  category: 'crypto',
  order: 8,
  icon: ShieldCheck,
  keywords: ['hmac', 'generator', 'MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3', 'RIPEMD160'],
  sensitive: true,
  host: 'hash',
  load: () => import('./ui'),
});
