import { Fingerprint } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hash-text',
  category: 'crypto',
  order: 2,
  icon: Fingerprint,
  keywords: [
    'hash',
    'digest',
    'crypto',
    'security',
    'text',
    'MD5',
    'SHA1',
    'SHA256',
    'SHA224',
    'SHA512',
    'SHA384',
    'SHA3',
    'RIPEMD160',
    'file',
    'checksum',
    'keccak',
  ],
  redirectFrom: ['/hash'],
  host: 'hash',
  load: () => import('./ui'),
});
