/**
 * One codegen config, two files: the staff endpoints (`/api/admin/*`) apart from the public ones, so
 * that public pages never download the staff client. Both inject into the one base api (baseApi.ts).
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const isStaff = (_name, { path }) => path.startsWith('/api/admin/') || path === '/api/admin';

const config = {
  schemaFile: '../openapi.yaml',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: true,
  tag: true,
  outputFiles: {
    './src/api/generated.public.ts': {
      exportName: 'generatedPublicApi',
      filterEndpoints: (name, operation) => !isStaff(name, operation),
    },
    './src/api/generated.staff.ts': {
      exportName: 'generatedStaffApi',
      filterEndpoints: isStaff,
    },
  },
};

module.exports = config;
