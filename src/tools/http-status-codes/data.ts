/** One HTTP status code: its reason phrase, our one-line description and where it is defined. */
export interface HttpStatus {
  code: number;
  name: string;
  description: string;
  type: 'HTTP' | 'WebDav';
}

/** Each group's locale key (`groups.<key>`) and the codes it holds, in order. */
export const STATUS_GROUPS = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const http = (code: number, name: string, description: string): HttpStatus => ({ code, name, description, type: 'HTTP' });
const webdav = (code: number, name: string, description: string): HttpStatus => ({
  code,
  name,
  description: `${description} For WebDav.`,
  type: 'WebDav',
});

/** The standard codes from 100 to 511 (RFC 9110 and the RFCs that add to it), reason phrases as registered with IANA. */
export const HTTP_STATUSES: readonly HttpStatus[] = [
  http(100, 'Continue', 'The server got the request headers; the client may send the body.'),
  http(101, 'Switching Protocols', 'The server agrees to switch to the protocol the client asked for.'),
  webdav(102, 'Processing', 'The server accepted the request and is still working on it.'),
  http(103, 'Early Hints', 'Some response headers are sent before the final response, so the client can preload resources.'),
  http(200, 'OK', 'The request succeeded.'),
  http(201, 'Created', 'The request succeeded and a new resource was created.'),
  http(202, 'Accepted', 'The request was accepted for processing, which has not finished.'),
  http(203, 'Non-Authoritative Information', 'The request succeeded, but a proxy changed the response it got from the origin.'),
  http(204, 'No Content', 'The request succeeded and there is no body to send.'),
  http(205, 'Reset Content', 'The request succeeded; the client should reset the document view (e.g. clear a form).'),
  http(206, 'Partial Content', 'Only the part of the resource asked for with a Range header is sent.'),
  webdav(207, 'Multi-Status', 'The body holds separate status codes for several independent operations.'),
  webdav(208, 'Already Reported', 'The members of this binding were already listed earlier in the same response.'),
  http(226, 'IM Used', 'The response is the result of instance manipulations applied to the current instance.'),
  http(300, 'Multiple Choices', 'The resource has several representations; the client may pick one.'),
  http(301, 'Moved Permanently', 'The resource has a new permanent URL, given in the Location header.'),
  http(302, 'Found', 'The resource is temporarily at another URL, given in the Location header.'),
  http(303, 'See Other', 'The answer is found at another URL, to be fetched with GET.'),
  http(304, 'Not Modified', 'The resource has not changed since the version the client has cached.'),
  http(305, 'Use Proxy', 'The resource must be reached through the given proxy (deprecated).'),
  http(306, 'Switch Proxy', 'No longer used; it once asked the client to use another proxy.'),
  http(307, 'Temporary Redirect', 'The resource is temporarily at another URL; repeat the request there with the same method.'),
  http(308, 'Permanent Redirect', 'The resource has a new permanent URL; repeat the request there with the same method.'),
  http(400, 'Bad Request', 'The server cannot process the request because it is malformed.'),
  http(401, 'Unauthorized', 'Authentication is needed and has not been given or has failed.'),
  http(402, 'Payment Required', 'Reserved for future use; some services use it when payment is needed.'),
  http(403, 'Forbidden', 'The server understood the request but refuses to authorise it.'),
  http(404, 'Not Found', 'The server cannot find the requested resource.'),
  http(405, 'Method Not Allowed', 'The resource does not support the request method.'),
  http(406, 'Not Acceptable', 'No representation matches the Accept headers of the request.'),
  http(407, 'Proxy Authentication Required', 'The client must first authenticate with the proxy.'),
  http(408, 'Request Timeout', 'The server timed out waiting for the request.'),
  http(409, 'Conflict', 'The request conflicts with the current state of the resource.'),
  http(410, 'Gone', 'The resource is no longer available and will not be again.'),
  http(411, 'Length Required', 'The request needs a Content-Length header.'),
  http(412, 'Precondition Failed', 'A precondition in the request headers does not hold.'),
  http(413, 'Content Too Large', 'The request body is larger than the server will process.'),
  http(414, 'URI Too Long', 'The request URI is longer than the server will interpret.'),
  http(415, 'Unsupported Media Type', 'The server does not support the media type of the request body.'),
  http(416, 'Range Not Satisfiable', 'The Range asked for cannot be served from the resource.'),
  http(417, 'Expectation Failed', 'The server cannot meet the Expect request header.'),
  http(418, "I'm a teapot", 'The server refuses to brew coffee because it is, permanently, a teapot (RFC 2324).'),
  http(421, 'Misdirected Request', 'The request went to a server that cannot produce a response for it.'),
  http(422, 'Unprocessable Content', 'The request is well-formed but its content has semantic errors.'),
  http(423, 'Locked', 'The resource is locked.'),
  http(424, 'Failed Dependency', 'The request failed because an operation it depended on failed.'),
  http(425, 'Too Early', 'The server will not process a request that might be replayed.'),
  http(426, 'Upgrade Required', 'The client must switch to another protocol, named in the Upgrade header.'),
  http(428, 'Precondition Required', 'The server requires the request to be conditional.'),
  http(429, 'Too Many Requests', 'The client sent too many requests in a given time (rate limiting).'),
  http(431, 'Request Header Fields Too Large', 'A header field, or all of them together, is too large.'),
  http(451, 'Unavailable For Legal Reasons', 'The resource cannot be served for legal reasons, such as censorship.'),
  http(500, 'Internal Server Error', 'The server met an unexpected condition that kept it from answering.'),
  http(501, 'Not Implemented', 'The server does not support the feature needed to answer.'),
  http(502, 'Bad Gateway', 'The server, as a gateway or proxy, got an invalid response from upstream.'),
  http(503, 'Service Unavailable', 'The server is overloaded or down for maintenance.'),
  http(504, 'Gateway Timeout', 'The server, as a gateway or proxy, did not get a response from upstream in time.'),
  http(505, 'HTTP Version Not Supported', 'The server does not support the HTTP version of the request.'),
  http(506, 'Variant Also Negotiates', 'A content negotiation configuration error made a circular reference.'),
  http(507, 'Insufficient Storage', 'The server cannot store what it needs to complete the request.'),
  http(508, 'Loop Detected', 'The server found an infinite loop while processing the request.'),
  http(510, 'Not Extended', 'Further extensions to the request are needed for the server to fulfil it.'),
  http(511, 'Network Authentication Required', 'The client must authenticate to get network access (e.g. a captive portal).'),
];

export const groupOf = (code: number): StatusGroup => `${Math.floor(code / 100)}xx` as StatusGroup;
