/**
 * One HTTP status code: its reason phrase and where it is defined. The one-line description lives
 * in the tool's locale files as `descriptions.<code>`, so it is shown and searched in the user's language.
 */
export interface HttpStatus {
  code: number;
  name: string;
  type: 'HTTP' | 'WebDav';
}

/** Each group's locale key (`groups.<key>`) and the codes it holds, in order. */
export const STATUS_GROUPS = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const http = (code: number, name: string): HttpStatus => ({ code, name, type: 'HTTP' });
const webdav = (code: number, name: string): HttpStatus => ({ code, name, type: 'WebDav' });

/** The standard codes from 100 to 511 (RFC 9110 and the RFCs that add to it), reason phrases as registered with IANA. */
export const HTTP_STATUSES: readonly HttpStatus[] = [
  http(100, 'Continue'),
  http(101, 'Switching Protocols'),
  webdav(102, 'Processing'),
  http(103, 'Early Hints'),
  http(200, 'OK'),
  http(201, 'Created'),
  http(202, 'Accepted'),
  http(203, 'Non-Authoritative Information'),
  http(204, 'No Content'),
  http(205, 'Reset Content'),
  http(206, 'Partial Content'),
  webdav(207, 'Multi-Status'),
  webdav(208, 'Already Reported'),
  http(226, 'IM Used'),
  http(300, 'Multiple Choices'),
  http(301, 'Moved Permanently'),
  http(302, 'Found'),
  http(303, 'See Other'),
  http(304, 'Not Modified'),
  http(305, 'Use Proxy'),
  http(306, 'Switch Proxy'),
  http(307, 'Temporary Redirect'),
  http(308, 'Permanent Redirect'),
  http(400, 'Bad Request'),
  http(401, 'Unauthorized'),
  http(402, 'Payment Required'),
  http(403, 'Forbidden'),
  http(404, 'Not Found'),
  http(405, 'Method Not Allowed'),
  http(406, 'Not Acceptable'),
  http(407, 'Proxy Authentication Required'),
  http(408, 'Request Timeout'),
  http(409, 'Conflict'),
  http(410, 'Gone'),
  http(411, 'Length Required'),
  http(412, 'Precondition Failed'),
  http(413, 'Content Too Large'),
  http(414, 'URI Too Long'),
  http(415, 'Unsupported Media Type'),
  http(416, 'Range Not Satisfiable'),
  http(417, 'Expectation Failed'),
  http(418, "I'm a teapot"),
  http(421, 'Misdirected Request'),
  http(422, 'Unprocessable Content'),
  http(423, 'Locked'),
  http(424, 'Failed Dependency'),
  http(425, 'Too Early'),
  http(426, 'Upgrade Required'),
  http(428, 'Precondition Required'),
  http(429, 'Too Many Requests'),
  http(431, 'Request Header Fields Too Large'),
  http(451, 'Unavailable For Legal Reasons'),
  http(500, 'Internal Server Error'),
  http(501, 'Not Implemented'),
  http(502, 'Bad Gateway'),
  http(503, 'Service Unavailable'),
  http(504, 'Gateway Timeout'),
  http(505, 'HTTP Version Not Supported'),
  http(506, 'Variant Also Negotiates'),
  http(507, 'Insufficient Storage'),
  http(508, 'Loop Detected'),
  http(510, 'Not Extended'),
  http(511, 'Network Authentication Required'),
];

export const groupOf = (code: number): StatusGroup => `${Math.floor(code / 100)}xx` as StatusGroup;

export interface StatusSection {
  group: StatusGroup;
  statuses: HttpStatus[];
}

/** The table grouped 1xx–5xx, each group in code order. */
export const STATUS_SECTIONS: readonly StatusSection[] = STATUS_GROUPS.map((group) => ({
  group,
  statuses: HTTP_STATUSES.filter((status) => groupOf(status.code) === group),
}));
