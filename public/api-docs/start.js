// Starts the API reference at /api/docs on this site's own OpenAPI document. A file rather
// than an inline script, so the page's Content-Security-Policy needs no exception.
window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
});
