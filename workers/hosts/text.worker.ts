/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { convertData } from '@/lib/data-formats/convert';

/** Text conversions of whole documents (YAML, JSON, TOML), which can take seconds on megabytes. */
const api = {
  convertData,
};

export type TextHost = typeof api;
exposeHost(api);
