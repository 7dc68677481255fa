/**
 * One codegen config, three files: the staff endpoints (`/api/admin/*`) apart from the public ones, so
 * that public pages never download the staff client, and the customer's tracking endpoints
 * (`/api/track/*`) apart too, so that only the tracking pages (features/track) download them. All
 * three inject into the one base api (baseApi.ts).
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const isStaff = (_name, { path }) => path.startsWith('/api/admin/') || path === '/api/admin';
const isTrack = (_name, { path }) => path.startsWith('/api/track/') || path === '/api/track';

/**
 * Public operations the app never calls through the client, left out so every public page does not
 * carry them: the health checks (for load balancers and orchestrators) and the files a page links to
 * by address (a photo, its thumbnail, the receipt's PDF: an <img src> or a download link).
 */
const FILE_TYPES = /^(image\/|application\/pdf)/;
const notCalled = (_name, { path, operation }) =>
  path.startsWith('/api/health') ||
  Object.keys(operation.responses?.['200']?.content ?? {}).some((type) => FILE_TYPES.test(type));

const config = {
  schemaFile: '../openapi.yaml',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: true,
  tag: true,
  outputFiles: {
    './src/api/generated.public.ts': {
      exportName: 'generatedPublicApi',
      filterEndpoints: (name, operation) =>
        !isStaff(name, operation) && !isTrack(name, operation) && !notCalled(name, operation),
    },
    './src/api/generated.track.ts': {
      exportName: 'generatedTrackApi',
      filterEndpoints: (name, operation) => isTrack(name, operation) && !notCalled(name, operation),
    },
    './src/api/generated.staff.ts': {
      exportName: 'generatedStaffApi',
      filterEndpoints: isStaff,
    },
  },
};

module.exports = config;
