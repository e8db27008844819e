/// <reference lib="webworker" />
import { documentMethod, documentPartsMethod, openDocument } from './text-documents';
import { convertDataInto } from '@/lib/data-formats/convert';
import { warmUpConversion } from '@/lib/data-formats/warm-up';
import { dockerRunToCompose } from '@/tools/docker-run-to-docker-compose-converter/logic';
import { minifyJson } from '@/tools/json-minify/logic';
import { prettifyJsonInto } from '@/tools/json-prettify/logic';
import { jsonToCsv } from '@/tools/json-to-csv/logic';
import { jsonToXml } from '@/tools/json-to-xml/logic';
import { formatXmlText } from '@/tools/xml-formatter/logic';
import { xmlToJsonInto } from '@/tools/xml-to-json/logic';
import { prettifyYaml } from '@/tools/yaml-prettify/logic';

/**
 * Text conversions of whole documents (YAML, JSON, TOML, XML), which can take seconds on
 * megabytes. The formatters also take an opened file, read here, and answer a long output as a
 * LargeText (see text-documents.ts). The docker-run converter writes its YAML here too, so `yaml`
 * ships in this worker only, not in a page chunk as well.
 */
export const api = {
  convertData: documentPartsMethod(convertDataInto),
  warmUpConversion,
  openDocument,
  prettifyJson: documentPartsMethod(prettifyJsonInto),
  minifyJson: documentMethod(minifyJson),
  jsonToCsv: documentMethod(jsonToCsv),
  prettifyYaml: documentMethod(prettifyYaml),
  formatXmlText: documentMethod(formatXmlText),
  xmlToJson: documentPartsMethod(xmlToJsonInto),
  jsonToXml: documentMethod(jsonToXml),
  dockerRunToCompose,
};

export type TextHost = typeof api;
