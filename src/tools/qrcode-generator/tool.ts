import { QrCode } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'qrcode-generator',
  category: 'images-videos',
  order: 1,
  icon: QrCode,
  keywords: ['qr', 'code', 'generator', 'square', 'color', 'link', 'low', 'medium', 'quartile', 'high', 'transparent'],
  host: 'qr',
  load: () => import('./ui'),
});
