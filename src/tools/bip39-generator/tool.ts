import { ListOrdered } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bip39-generator',
  category: 'crypto',
  order: 7,
  icon: ListOrdered,
  keywords: ['BIP39', 'passphrase', 'generator', 'mnemonic', 'entropy'],
  sensitive: true,
  load: () => import('./ui'),
});
