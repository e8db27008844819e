import { Wifi } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'wifi-qrcode-generator',
  category: 'images-videos',
  order: 2,
  icon: Wifi,
  keywords: ['qr', 'code', 'generator', 'square', 'color', 'link', 'low', 'medium', 'quartile', 'high', 'transparent', 'wifi'],
  createdAt: '2023-09-06',
  host: 'qr',
  load: () => import('./ui'),
});
