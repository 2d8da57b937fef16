/** Component styles are side-effect imports that the build gathers into `styles.css`. */
declare module '*.css';
