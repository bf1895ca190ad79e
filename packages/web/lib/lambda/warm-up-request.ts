// One request for /robots.txt, answered from the settings alone, handed to the server function
// as its function URL hands in a visitor's (API Gateway v2): the request pipeline (OpenNext's
// conversions and routing, Next's request handling, a page's getServerSideProps, the answer's
// headers) then runs for the first time at init, not for the first visitor. It calls no one.
// Its answer is dropped: a broken robots.txt shows in its own tests, not as a failed start.
const PATH = "/robots.txt";

export const warmUpRequest = {
  version: "2.0",
  routeKey: "$default",
  rawPath: PATH,
  rawQueryString: "",
  headers: { host: "localhost", accept: "text/plain" },
  requestContext: {
    http: { method: "GET", path: PATH, protocol: "HTTP/1.1", sourceIp: "127.0.0.1" },
  },
  isBase64Encoded: false,
};
