/**
 * The HTTP face of the ojs feature: its Fastify route plugins, registered by app.ts (the export
 * to OJS Native XML, docs/decisions/0092-ojs-export.md).
 */
export { default as ojsExportRoutes } from './export-routes';
