import db from 'virtual:mime-db';
import { buildMimeIndex } from '.';

/** Both directions of mime-db, built once when a tool first needs them (mime-types, base64 file names). */
export const mimeIndex = buildMimeIndex(db);
