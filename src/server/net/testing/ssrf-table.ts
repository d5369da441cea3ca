// docs/reliability.md#ssrf-table: the URLs that must be refused at registration and at delivery.
// `port` is a sentinel listener's, so a target that slipped through would show up as a connection
// there.
import { fakeResolver } from './loopback-servers';

export interface SsrfCase {
  label: string;
  url: (port: number) => string;
}

/** Names used by the table; "public" records are never connected to. */
export const SSRF_TABLE_RESOLVER = fakeResolver({
  'private.example.com': ['10.1.2.3'],
  'loopback.example.com': ['127.0.0.1'],
  // Loopback first: if the guard ever let it through, the sentinel (not the internet) sees it.
  'mixed.example.com': ['127.0.0.1', '93.184.215.14'],
  'mixed6.example.com': ['::1', '2606:4700:4700::1111'],
  'hooks.example.com': ['93.184.215.14'],
});

export const SSRF_TABLE: readonly SsrfCase[] = [
  { label: 'http:// scheme', url: (p) => `http://hooks.example.com:${p}/` },
  { label: 'http:// to 127.0.0.1', url: (p) => `http://127.0.0.1:${p}/` },
  { label: 'localhost', url: (p) => `https://localhost:${p}/` },
  { label: 'LOCALHOST. (trailing dot)', url: (p) => `https://LOCALHOST.:${p}/` },
  { label: 'a.localhost', url: (p) => `https://a.localhost:${p}/` },
  { label: '127.0.0.1', url: (p) => `https://127.0.0.1:${p}/` },
  { label: '127.1', url: (p) => `https://127.1:${p}/` },
  { label: '2130706433', url: (p) => `https://2130706433:${p}/` },
  { label: '0x7f000001', url: (p) => `https://0x7f000001:${p}/` },
  { label: '0177.0.0.1', url: (p) => `https://0177.0.0.1:${p}/` },
  { label: '0x7f.1', url: (p) => `https://0x7f.1:${p}/` },
  { label: '%31%32%37.0.0.1', url: (p) => `https://%31%32%37.0.0.1:${p}/` },
  { label: '0.0.0.0', url: (p) => `https://0.0.0.0:${p}/` },
  { label: '[::1]', url: (p) => `https://[::1]:${p}/` },
  { label: '[::]', url: (p) => `https://[::]:${p}/` },
  { label: '[::ffff:127.0.0.1]', url: (p) => `https://[::ffff:127.0.0.1]:${p}/` },
  { label: '[::ffff:169.254.169.254]', url: (p) => `https://[::ffff:169.254.169.254]:${p}/` },
  { label: '[64:ff9b::127.0.0.1]', url: (p) => `https://[64:ff9b::127.0.0.1]:${p}/` },
  { label: '169.254.169.254', url: (p) => `https://169.254.169.254:${p}/` },
  { label: 'metadata.google.internal', url: (p) => `https://metadata.google.internal:${p}/` },
  { label: '10.0.0.1', url: (p) => `https://10.0.0.1:${p}/` },
  { label: '172.16.0.1', url: (p) => `https://172.16.0.1:${p}/` },
  { label: '192.168.1.1', url: (p) => `https://192.168.1.1:${p}/` },
  { label: '100.64.0.1', url: (p) => `https://100.64.0.1:${p}/` },
  { label: '[fc00::1]', url: (p) => `https://[fc00::1]:${p}/` },
  { label: '[fe80::1]', url: (p) => `https://[fe80::1]:${p}/` },
  { label: 'single-label name', url: (p) => `https://intranet:${p}/` },
  { label: 'name resolving to a private IP', url: (p) => `https://private.example.com:${p}/` },
  { label: 'name resolving to loopback', url: (p) => `https://loopback.example.com:${p}/` },
  { label: 'one public and one private A record', url: (p) => `https://mixed.example.com:${p}/` },
  {
    label: 'one public and one private AAAA record',
    url: (p) => `https://mixed6.example.com:${p}/`,
  },
  { label: 'name that does not resolve', url: (p) => `https://nxdomain.example.com:${p}/` },
  { label: 'userinfo https://a@127.0.0.1', url: (p) => `https://a@127.0.0.1:${p}/` },
  { label: 'userinfo on a public name', url: (p) => `https://a:b@hooks.example.com:${p}/` },
  { label: 'file:', url: () => 'file:///etc/passwd' },
  { label: 'gopher:', url: (p) => `gopher://hooks.example.com:${p}/_x` },
  { label: 'ftp:', url: (p) => `ftp://hooks.example.com:${p}/` },
  { label: 'not a URL', url: () => 'hooks.example.com/webhook' },
];
