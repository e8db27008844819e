/// <reference lib="webworker" />
import compact from 'virtual:oui-data';
import { decodeOui, lookupVendor, type OuiTable } from '@/tools/mac-address-lookup/logic';

/**
 * OUI host: the IEEE vendor registries (oui-data, about 1.3 MB gzip) stay out of the page. The
 * compact form is decoded on the first lookup; later lookups are a few map reads.
 */
let table: OuiTable | undefined;

export const api = {
  lookupMacVendor: (digits: string) => lookupVendor((table ??= decodeOui(compact)), digits),
};

export type OuiHost = typeof api;
