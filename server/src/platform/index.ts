export { API_ENTRY, createDeployment, DEPLOYMENT_FILE, type Deployment } from './deployment';
