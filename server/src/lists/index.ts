export { createHistoryRepository } from './history-repository';
