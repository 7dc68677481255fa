#!/bin/sh
# Before nginx starts: the operator's certificate at /etc/nginx/tls (tls.crt and tls.key, mounted
# read-only from TLS_CERT_DIR) is used as it is; without one, a self-signed certificate for
# localhost is made there, for local runs only (browsers warn about it).
set -eu
dir=/etc/nginx/tls
if [ -s "$dir/tls.crt" ] && [ -s "$dir/tls.key" ]; then
  echo "$0: TLS certificate from $dir"
  exit 0
fi
if [ ! -w "$dir" ]; then
  echo "$0: no tls.crt and tls.key in $dir, and it is read-only: mount the certificate (TLS_CERT_DIR)" >&2
  exit 1
fi
openssl req -x509 -newkey rsa:2048 -nodes -days 90 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/tls.key" -out "$dir/tls.crt" 2>/dev/null
echo "$0: no certificate mounted: made a self-signed one for localhost in $dir (local runs only)"
