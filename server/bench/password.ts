/** The shared password of every synthetic reader (the data set is for measuring only). */
export const BENCH_PASSWORD = 'Bench2026x';
