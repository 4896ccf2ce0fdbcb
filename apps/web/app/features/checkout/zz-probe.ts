const x: number = "a";
