/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { convertData } from '@/lib/data-formats/convert';
import { minifyJson } from '@/tools/json-minify/logic';
import { prettifyJson } from '@/tools/json-prettify/logic';
import { jsonToCsv } from '@/tools/json-to-csv/logic';
import { formatXmlText } from '@/tools/xml-formatter/logic';
import { prettifyYaml } from '@/tools/yaml-prettify/logic';

/** Text conversions of whole documents (YAML, JSON, TOML), which can take seconds on megabytes. */
const api = {
  convertData,
  prettifyJson,
  minifyJson,
  jsonToCsv,
  prettifyYaml,
  formatXmlText,
};

export type TextHost = typeof api;
exposeHost(api);
