/// <reference lib="webworker" />
import { checkPdfSignatures } from '@/tools/pdf-signature-checker/logic';

/** PDF host: reads a whole PDF, decodes CMS (pkijs + asn1js) and hashes the signed ranges. */
export const api = { checkPdfSignatures };
export type PdfHost = typeof api;
